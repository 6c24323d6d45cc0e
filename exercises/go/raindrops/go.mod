module raindrops

go 1.21

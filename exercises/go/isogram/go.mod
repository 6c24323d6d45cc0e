module isogram

go 1.21

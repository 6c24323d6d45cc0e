module leap

go 1.21

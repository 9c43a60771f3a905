// Arrays and constexpr locals are not modifiable lvalues: assigning,
// compound-assigning or incrementing them is an error (an array parameter
// is a pointer, and may be).
void f2(int);
void f() {
    int arr[2] = {1, 2};
    arr = 0;
    int b[2];
    b += 1;
    int c[2];
    c++;
    constexpr int ce = 1;
    ce = 2;
    int ok[2]; ok[0] = 1; f2(ok[1]);
}
void g(int a[3], int n) { a = 0; a++; (void)n; }

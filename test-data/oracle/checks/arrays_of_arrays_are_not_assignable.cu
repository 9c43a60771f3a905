// An element of an array of arrays is an array: assigning to it (or to a
// whole array) is "expression must be a modifiable lvalue", and the array
// is not also reported as only set.
void f(int *p) {
    int a[3][4];
    a[0] = p;
    int b[2], c[2];
    b = c;
    a[1][2] = 3;
    b[0] = c[0];
}
void g() { int a[3][4]; a[1] += 1; }
void h(int m[2][3], int *p) { m[0] = p; }

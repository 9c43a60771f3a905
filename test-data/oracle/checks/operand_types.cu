// Operands of the wrong kind of type, both sides: `*` of a non-pointer
// (#75), a subscript of a non-pointer (#142), a call of a scalar (#109), `&`
// of a literal (#158), an assignment to a literal (#137), `%`, shifts and
// bitwise operators on floating-point values and the sum of two pointers
// ("must have integral or unscoped enum type"), `*` and `/` on pointers
// ("must have arithmetic or unscoped enum type"). An erroneous statement gets
// no "expression has no effect". (An assignment to `x++` is not covered.)
void a1() { int x = 0; *x = 1; }
void a2() { int x = 0; x[0] = 1; }
void a3() { int x = 0; x(); }
void a4() { int x = 0; int *p = &1; (void)p; (void)x; }
void a5() { 1 = 2; }
void a7(double d) { d % 2; }
void a8(int *p) { p * 2; }
void a9(int *p, int *q) { p + q; }
void b1(double d) { d << 1; }
void b2(float f) { int r = f & 1; (void)r; }
void ok(int *p, int i, int (*fp)(int)) { p[i] = i[p] + *(p + 1) + fp(i); }
__device__ void d1(float f) { int r = f | 2; (void)r; }

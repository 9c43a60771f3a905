// #174 "expression has no effect", both sides: an expression statement that
// only computes a value (names of locals, literals, *p, p[i], casts, unary
// operators, ?:, integer or pointer comparisons and arithmetic). Not for
// floating-point arithmetic or a class's operator (a call). A bare local
// statement names the local without reading it: cicc then says it was set
// but never used (not for parameters or const locals).
struct S { int m; bool operator==(int) const; };
void d1() { int x = 0; x == 1; }
void d3() { int x = 0; x; }
void d4(int *p) { *p; }
void d6() { 1; }
void d8(S s) { s == 1; }
void e1() { const int c = 1; c; }
void e2(int a, int b) { a < b; }
void e4(int a) { -a; }
void e5(int a) { !a; }
void e6(double d) { d * 2.0; }
void e7(int a) { a ? 1 : 2; }
void e8(int *p) { p[0]; }
void e9(int a) { (a); }
void f1(int a) { (int)a; }
void f2(int a) { a++; (void)a; }
void f3(int *p) { *p++; }
__device__ void f4(int a) { a << 2; }

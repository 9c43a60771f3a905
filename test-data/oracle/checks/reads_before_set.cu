// #549 "used before its value is set": the first use of a scalar local
// without an initializer reads it. Reads are operands of the language's
// operators (unary ones, `*p`, `p[i]`, `p->m`, `x++`, `x += 1`, casts,
// `?:`), conditions, returned and initializing values. `(void)x;` and `x;`
// do not read, and neither warns of a local never set. An operator with an
// erroneous operand reads none of the others; a read in an assignment's
// target is reported after what the value reports.
struct S { int m; };
int g(int);
void f1() { int x; int a = -x; g(a); }
void f2() { int x; if (x) g(1); }
void f3() { S *p; p->m = 1; }
void f4() { int x; x++; }
void f5() { int x; x += 1; }
void f6() { int x; g((long)x); }
int f7() { int x; return x; }
void f8() { int x; do {} while (x); }
void f9() { int x; switch (x) { default: break; } }
void f10() { int x; int y = true ? x : 1; g(y); }
void f11() { int *p; g(p[0]); }
void f12() { float *rtn; *rtn = undefined_a(1); }
void f13() { int x; x + undefined_b; }
void f14() { int v; undefined_c = v; }
void f15() { int x; (void)x; }
void f16() { int x; x; }
void f17() { int x = 1; x; }

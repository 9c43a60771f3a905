// An initialization that runs code (a call, an overloaded operator, a
// conversion function of a class) keeps a local from #177 and #550,
// whatever is assigned to it later; `&x` of a class object runs none.
int g();
struct R { operator int() const { return 1; } };
struct V { R operator[](int) const { return R(); } };
void f1() { int a = g(); }
void f2() { int a = 1; a = 2; }
void f3() { int a = g(); a = g(); }
void f4() { int a = 1; a = g(); }
void f5() { int a; a = g(); }
void f6() { int a = g(); a = 2; }
void f7() { V v; int ia = v[0]; }
void f8() { R r; int ib = r; }
void f9() { int ic = R(); }
void f10() { V v; R r = v[0]; }
void f11() { int a = 0; a += g(); }
void f12() { int a = 0; a++; }
int main() { return 0; }
struct S2 { int v; };
struct W { int operator[](int) const; int operator()(int) const; };
void g1() { S2 s; S2 *p = &s; }
void g2() { W w; int x = w[0]; }
void g3() { W w; int y = w(1); }
void g5() { int q = 3; int *pq = &q; }

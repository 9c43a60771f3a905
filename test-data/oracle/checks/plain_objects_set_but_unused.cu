// A local of a class that constructs nothing, copied or aggregate-initialized
// without calls, is set as a scalar is: #550 after (void)x, #177 unused;
// cicc says so of host functions' locals too.
struct P { int a; };
struct C { C(); int a; };
struct D { int a = 0; };
struct E { ~E(); int a; };
__global__ void k(P q) {
  P y = {}; (void)y;
  P z = {};
  P w = q; (void)w;
  P v; v.a = 1;
  C c; (void)c;
  D d = {}; (void)d;
  E e = {}; (void)e;
  float4 f = make_float4(0, 0, 0, 0); (void)f;
  int i = 1; (void)i;
  int *p = 0; (void)p;
}
void h1() { int x = 1; (void)x; }
void h2() { int x = 1; }
void h3() { double4 x = {}; (void)x; }
void h4() { float4 x = {}; (void)x; }
void h5() { P x = {}; (void)x; }

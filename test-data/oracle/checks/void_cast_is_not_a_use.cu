// A local cast to void is named but not used: cicc still warns that a local
// set by its initializer or an assignment was set but never used (#550),
// though the idiom silences gcc. Parameters, `const` locals and locals never
// set get no warning; a lambda's closure object is a local like any other.
__device__ void a() { int x = 1; (void)x; }
__device__ void b() { auto l = [](int x) { return x; }; (void)l; }
void c() { auto l = [](int x) { return x; }; (void)l; }
__device__ void d(int p) { (void)p; }
__device__ int e() { int u; (void)u; return 0; }
__device__ void f() { int y = 2; static_cast<void>(y); }
__device__ void g() { int z = 2; (void)(z); }
__device__ void h() { int w; w = 3; (void)w; }
__device__ void i() { int v = 4; (void)v; v++; }
struct E {};
__device__ void j() { E s; (void)s; }
struct T { long ne[4]; };
void k(const T *t) { const long n0 = t->ne[0]; (void)(n0); }
void l(const T *t) { long n1 = t->ne[0]; (void)(n1); }
__device__ void m() { const long n2 = 5; (void)(n2); }

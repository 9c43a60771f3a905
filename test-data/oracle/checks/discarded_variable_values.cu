// A name whose value is discarded (x; or (void)x) is not read; as a
// statement it has no effect unless volatile.
__device__ int dv;
int hv;
void h() {
  (void)dv;
  static_cast<void>(dv);
  (void)(dv + 1);
  dv;
  (void)(dv);
}
__device__ void d() {
  (void)hv;
  hv;
}
struct S { int a; };
S gs; float gf; volatile int gv; int ga[3]; const int gc = 3;
namespace N { int gn; }
void h2() {
  gs;
  gf;
  gv;
  ga;
  gc;
  N::gn;
}

// A pointer or reference to a __shared__ or __managed__ variable is no
// constant (#28 with the note #2690); a __device__ or __constant__
// variable's address is. A constexpr reference has external linkage: no
// #177 for it.
int a = 1;
__shared__ int b;
__managed__ int c = 1;
__device__ int d = 1;
__constant__ int e = 1;
namespace N { __managed__ int m = 2; __shared__ float s[4]; }
constexpr int *pa = &a;
constexpr int *pb = &b;
constexpr int *pc = &c;
constexpr int *pd = &d;
constexpr int &rc = c;
constexpr float *ps = N::s;
constexpr int *pm = &N::m;
struct B {
  __device__ static constexpr int *const p2 = &b;
  static constexpr int *const p3 = &N::m;
};
void f() { constexpr int *lc = &c; (void)lc; static constexpr int *sc = &c; (void)sc; }
constexpr int &rd = d;

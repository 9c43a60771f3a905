// Mangled "1?" callee names (after a first error) for namespace functions, static and
// non-static members, const members, operators and function templates.
// ORACLE-HEADERS: mini
__global__ int first_error() { return 0; }
struct S { int v; };
namespace ns { __device__ int nd(int x) { return x; } __device__ int nd0() { return 0; } }
struct M {
  __device__ static int sm(int x) { return x; }
  __device__ static int sm0() { return 0; }
  __device__ int mc(int x) const { return x; }
  __device__ int m0() const { return 0; }
  __device__ int operator+(int x) const { return x; }
};
template <class T> __device__ T td(T x) { return x; }
template <class T> __device__ int t0() { return 0; }
__device__ int ds(S s) { return s.v; }
__device__ int dp(const int *p) { return 0; }
int h1() { return ns::nd(1) + ns::nd0() + M::sm(1) + M::sm0(); }
int h2(const M &m) { return m.mc(1) + m.m0() + (m + 1); }
int h3() { return td(1) + td<float>(2.0f) + t0<int>(); }
int h4() { return ds(S{}) + dp(nullptr); }

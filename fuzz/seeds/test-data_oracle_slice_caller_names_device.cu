// Device side: callers are qualified (M::dm, ns::nd, TS<int> ::f, M::operator +, M::M)
// in "calling a __host__ function(...) from a __device__ function(...)".
// ORACLE-HEADERS: mini
int hf(int x) { return x; }
struct M {
  __device__ int dm(int x) { return hf(x); }
  __device__ static int ds() { return hf(1); }
  __device__ M() { hf(2); }
  __device__ int operator+(int) { return hf(3); }
};
namespace ns { __device__ int nd() { return hf(4); } }
template <class T> struct TS { __device__ static int f() { return hf(5); } };
__global__ void k(int *p) { M m; p[0] = m.dm(1) + M::ds() + (m + 1) + ns::nd() + TS<int>::f(); }

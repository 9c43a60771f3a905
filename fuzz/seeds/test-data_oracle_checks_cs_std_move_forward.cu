// std::move and std::forward may be called from device code.
#include <utility>
struct P { unsigned a; __host__ __device__ P(unsigned &&x) : a(std::move(x)) {} };
template <class T> __host__ __device__ T fw(T &&t) { return std::forward<T>(t); }
__device__ unsigned dm(unsigned x) { unsigned y = std::move(x); return fw(y) + y; }
__host__ __device__ unsigned hm(unsigned x) { return std::move(x); }
__global__ void kern(unsigned *p) { P q(std::move(p[0])); p[1] = q.a + dm(2) + hm(3); }

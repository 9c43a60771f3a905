// Virtual overrides, host/device calls through namespaces, static members with memory spaces.
#include <cstdio>
struct Base {
    __device__ virtual float f(float x) const = 0;
    __device__ virtual ~Base() {}
};
struct Derived : Base {
    float k;
    __device__ float f(float x) const override;
};
__device__ float Derived::f(float x) const { return k * x; }
struct Mixed : Base {
    float f(float x) const override { return x; }
};
void host_only() {}
__host__ __device__ void hd() { host_only(); }
__device__ void dev() { hd(); }
template <typename T> struct Traits { static constexpr int size = sizeof(T); };
template <typename T> __device__ int traits_size() { return Traits<T>::size; }
namespace util {
    __device__ int twice(int x) { return 2 * x; }
    namespace detail { __device__ int thrice(int x) { return 3 * x; } }
}
using namespace util;
__global__ void k(Base *b, float *o) {
    o[0] = b->f(1.0f) + twice(2) + detail::thrice(3) + traits_size<double>();
    dev();
}
struct WithStatic {
    static __device__ int counter;
    __device__ static void inc();
};
__device__ int WithStatic::counter = 0;
__device__ void WithStatic::inc() { atomicAdd(&counter, 1); }
__global__ void k2() { WithStatic::inc(); }

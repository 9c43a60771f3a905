// A lambda that is not an extended one runs where the function defining it
// runs: defined in a __host__ __device__ function, it may be called from
// __host__ __device__ code; defined in a __device__ function, from device code.
template <typename F> __host__ __device__ void apply(F f) { f(1); }
__host__ __device__ void hd_plain() { apply([](int) {}); }
template <int N> __host__ __device__ void hd_template() { apply([](int) {}); }
__device__ void device_fn() { apply([](int) {}); }
__global__ void kernel() { hd_template<1>(); hd_plain(); device_fn(); }
__host__ __device__ int hd_direct() {
    auto twice = [](int x) { return 2 * x; };
    return twice(2);
}

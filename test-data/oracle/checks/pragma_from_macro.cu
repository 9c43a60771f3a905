// A macro that expands to `#pragma unroll` (device side only): the line
// gcc -E writes reads as a pragma directive to cicc, also inside a lambda.
#ifdef __CUDA_ARCH__
#define UNROLL_LOOP #pragma unroll
#else
#define UNROLL_LOOP
#endif
template <int N, typename F> __host__ __device__ void each(F f) { for (int i = 0; i < N; ++i) f(i); }
template <int vt> __host__ __device__ int odd_sum(int flags) {
    int s = 0;
    each<vt>([&](int I) {
        UNROLL_LOOP
        for (int i = 1 & I; i < vt - 1; i += 2) s += i & flags;
    });
    return s;
}
__global__ void kernel(int *out) { out[0] = odd_sum<4>(out[1]); }
__device__ int unrolled(int n) {
    int s = 0;
    UNROLL_LOOP
    for (int i = 0; i < 4; ++i) s += n;
    return s;
}

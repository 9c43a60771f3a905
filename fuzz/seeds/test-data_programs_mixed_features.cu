// A mix of everyday C++ in CUDA code: enums, static members, function
// pointers, operator overloading, recursion, non-type template parameters,
// std::array and std::numeric_limits on the host, and device-side structs.
#include <array>
#include <limits>
#include <cstdio>
#include <cuda_runtime.h>

enum class Mode { Add, Mul };

struct Stats {
    static constexpr int kMax = 8;
    int count = 0;
    float sum = 0.0f;
    __host__ __device__ void add(float v) { ++count; sum += v; }
    __host__ __device__ float mean() const { return count ? sum / count : 0.0f; }
};

template <int N, Mode M>
__device__ float combine(const float (&v)[N]) {
    float acc = M == Mode::Add ? 0.0f : 1.0f;
    for (int i = 0; i < N; ++i) acc = M == Mode::Add ? acc + v[i] : acc * v[i];
    return acc;
}

__device__ int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

typedef float (*unary_fn)(float);
__host__ __device__ float twice(float x) { return 2 * x; }

__global__ void kernel(float *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float v[4] = {1.0f, 2.0f, 3.0f, float(i)};
    Stats s;
    s.add(combine<4, Mode::Add>(v));
    s.add(combine<4, Mode::Mul>(v));
    out[i] = s.mean() + fib(i % 10) + Stats::kMax;
}

int main() {
    std::array<float, 3> h{1.0f, 2.0f, 3.0f};
    unary_fn f = twice;
    float acc = 0;
    for (float x : h) acc += f(x);
    float *d = nullptr;
    cudaMalloc(&d, 64 * sizeof(float));
    kernel<<<1, 64>>>(d, 64);
    cudaDeviceSynchronize();
    cudaFree(d);
    std::printf("%f %d\n", acc, std::numeric_limits<int>::max());
    return 0;
}

// ORACLE-FLAGS: --extended-lambda
// Extended lambdas passed to a generic kernel, constant memory, and managed memory.
#include <cstdio>
#include <cuda_runtime.h>

__constant__ float coeffs[4];
__managed__ int counter;

template <typename F>
__global__ void for_each(int n, F f) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) f(i);
}

int main() {
    float h[4] = {1, 2, 3, 4};
    cudaMemcpyToSymbol(coeffs, h, sizeof(h));
    float *out;
    cudaMalloc(&out, 256 * sizeof(float));
    for_each<<<1, 256>>>(256, [=] __device__ (int i) { out[i] = coeffs[i % 4] * i; });
    for_each<<<1, 256>>>(256, [] __device__ (int i) { atomicAdd(&counter, 1); });
    cudaDeviceSynchronize();
    std::printf("%d\n", counter);
    cudaFree(out);
    return 0;
}

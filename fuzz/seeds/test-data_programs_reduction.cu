// Block-wise sum reduction with shared memory, warp shuffles and atomics.
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>

template <unsigned BLOCK>
__global__ void reduce_sum(const float *in, float *out, int n) {
    __shared__ float buf[BLOCK];
    unsigned tid = threadIdx.x;
    unsigned i = blockIdx.x * BLOCK + tid;
    float v = i < n ? in[i] : 0.0f;
    for (int off = 16; off > 0; off /= 2)
        v += __shfl_down_sync(0xffffffff, v, off);
    if (tid % 32 == 0) buf[tid / 32] = v;
    __syncthreads();
    if (tid < BLOCK / 32) {
        float w = buf[tid];
        for (int off = 16; off > 0; off /= 2)
            w += __shfl_down_sync(0xffffffff, w, off);
        if (tid == 0) atomicAdd(out, w);
    }
}

static void check(cudaError_t e, const char *what) {
    if (e != cudaSuccess) {
        std::printf("%s: %s\n", what, cudaGetErrorString(e));
    }
}

int main() {
    const int n = 1 << 16;
    std::vector<float> h(n, 1.0f);
    float *d_in = nullptr, *d_out = nullptr;
    check(cudaMalloc(&d_in, n * sizeof(float)), "malloc");
    check(cudaMalloc(&d_out, sizeof(float)), "malloc");
    check(cudaMemcpy(d_in, h.data(), n * sizeof(float), cudaMemcpyHostToDevice), "copy");
    check(cudaMemset(d_out, 0, sizeof(float)), "memset");
    reduce_sum<256><<<(n + 255) / 256, 256>>>(d_in, d_out, n);
    float result = 0;
    check(cudaMemcpy(&result, d_out, sizeof(float), cudaMemcpyDeviceToHost), "copy back");
    std::printf("sum = %f\n", result);
    cudaFree(d_in);
    cudaFree(d_out);
    return 0;
}

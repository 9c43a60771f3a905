// Tiled matrix multiplication with a functor, streams and events.
#include <cstdlib>
#include <cmath>
#include <algorithm>
#include <cuda_runtime.h>

#define TILE 16

struct Scale {
    float s;
    __host__ __device__ float operator()(float x) const { return s * x; }
};

__device__ __forceinline__ float load(const float *m, int r, int c, int ld, int rows, int cols) {
    return (r < rows && c < cols) ? m[r * ld + c] : 0.0f;
}

template <typename F>
__global__ void matmul(const float *a, const float *b, float *c, int n, F f) {
    __shared__ float ta[TILE][TILE];
    __shared__ float tb[TILE][TILE];
    int row = blockIdx.y * TILE + threadIdx.y;
    int col = blockIdx.x * TILE + threadIdx.x;
    float acc = 0.0f;
    for (int t = 0; t < (n + TILE - 1) / TILE; ++t) {
        ta[threadIdx.y][threadIdx.x] = load(a, row, t * TILE + threadIdx.x, n, n, n);
        tb[threadIdx.y][threadIdx.x] = load(b, t * TILE + threadIdx.y, col, n, n, n);
        __syncthreads();
        for (int k = 0; k < TILE; ++k) acc += ta[threadIdx.y][k] * tb[k][threadIdx.x];
        __syncthreads();
    }
    if (row < n && col < n) c[row * n + col] = f(acc);
}

int main(int argc, char **argv) {
    int n = argc > 1 ? std::atoi(argv[1]) : 256;
    size_t bytes = size_t(n) * n * sizeof(float);
    float *a, *b, *c;
    cudaMallocManaged(&a, bytes);
    cudaMallocManaged(&b, bytes);
    cudaMallocManaged(&c, bytes);
    std::fill(a, a + n * n, 1.0f);
    std::fill(b, b + n * n, 2.0f);
    cudaStream_t s;
    cudaStreamCreate(&s);
    cudaEvent_t start, stop;
    cudaEventCreate(&start);
    cudaEventCreate(&stop);
    dim3 block(TILE, TILE), grid((n + TILE - 1) / TILE, (n + TILE - 1) / TILE);
    cudaEventRecord(start, s);
    matmul<<<grid, block, 0, s>>>(a, b, c, n, Scale{0.5f});
    cudaEventRecord(stop, s);
    cudaEventSynchronize(stop);
    float ms = 0;
    cudaEventElapsedTime(&ms, start, stop);
    float err = std::fabs(c[0] - n);
    cudaFree(a); cudaFree(b); cudaFree(c);
    return err > 1e-3f ? 1 : 0;
}

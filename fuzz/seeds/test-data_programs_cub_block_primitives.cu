// CUB block-level primitives in kernels: BlockLoad/BlockReduce for a
// per-block maximum and BlockScan for an exclusive prefix sum, with the
// temporary storage of both in a union of shared memory.
#include <cub/cub.cuh>
#include <cuda/functional>
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <vector>

constexpr int BLOCK_THREADS = 128;
constexpr int ITEMS_PER_THREAD = 4;
constexpr int TILE = BLOCK_THREADS * ITEMS_PER_THREAD;

template <int THREADS, int ITEMS>
__global__ void block_max_and_scan(const int *in, int *block_max, int *scanned) {
    using Load = cub::BlockLoad<int, THREADS, ITEMS, cub::BLOCK_LOAD_TRANSPOSE>;
    using Reduce = cub::BlockReduce<int, THREADS>;
    using Scan = cub::BlockScan<int, THREADS>;
    __shared__ union {
        typename Load::TempStorage load;
        typename Reduce::TempStorage reduce;
        typename Scan::TempStorage scan;
    } storage;

    int items[ITEMS];
    const int offset = blockIdx.x * THREADS * ITEMS;
    Load(storage.load).Load(in + offset, items);
    __syncthreads();

    int m = Reduce(storage.reduce).Reduce(items, cuda::maximum<>{});
    if (threadIdx.x == 0) {
        block_max[blockIdx.x] = m;
    }
    __syncthreads();

    int aggregate = 0;
    Scan(storage.scan).ExclusiveSum(items, items, aggregate);
    for (int i = 0; i < ITEMS; ++i) {
        scanned[offset + threadIdx.x * ITEMS + i] = items[i];
    }
}

static void check(cudaError_t err, const char *what) {
    if (err != cudaSuccess) {
        std::fprintf(stderr, "%s failed: %s\n", what, cudaGetErrorString(err));
        std::exit(EXIT_FAILURE);
    }
}

int main() {
    const int blocks = 16;
    const int n = blocks * TILE;
    std::vector<int> h(n);
    for (int i = 0; i < n; ++i) {
        h[i] = std::rand() % 1000;
    }
    int *d_in = nullptr, *d_max = nullptr, *d_scan = nullptr;
    check(cudaMalloc(&d_in, n * sizeof(int)), "cudaMalloc in");
    check(cudaMalloc(&d_max, blocks * sizeof(int)), "cudaMalloc max");
    check(cudaMalloc(&d_scan, n * sizeof(int)), "cudaMalloc scan");
    check(cudaMemcpy(d_in, h.data(), n * sizeof(int), cudaMemcpyHostToDevice), "copy in");

    block_max_and_scan<BLOCK_THREADS, ITEMS_PER_THREAD><<<blocks, BLOCK_THREADS>>>(d_in, d_max, d_scan);
    check(cudaGetLastError(), "launch");

    std::vector<int> maxima(blocks), scan(n);
    check(cudaMemcpy(maxima.data(), d_max, blocks * sizeof(int), cudaMemcpyDeviceToHost), "copy max");
    check(cudaMemcpy(scan.data(), d_scan, n * sizeof(int), cudaMemcpyDeviceToHost), "copy scan");
    std::printf("max[0]=%d scan[1]=%d\n", maxima[0], scan[1]);

    cudaFree(d_in);
    cudaFree(d_max);
    cudaFree(d_scan);
    return 0;
}

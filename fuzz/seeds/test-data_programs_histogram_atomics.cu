// Histograms with shared-memory privatisation and atomics, a grid-stride
// loop, __ldg, dynamic shared memory sized at launch, and results compared
// with a host histogram built with <algorithm> and <numeric>.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <numeric>
#include <random>
#include <vector>
#include <cuda_runtime.h>

constexpr int BINS = 64;

__global__ void histogram_shared(const unsigned char *__restrict__ in, unsigned *__restrict__ bins, int n) {
    extern __shared__ unsigned local[];
    for (int b = threadIdx.x; b < BINS; b += blockDim.x) {
        local[b] = 0;
    }
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
        unsigned char v = __ldg(&in[i]);
        atomicAdd(&local[v % BINS], 1u);
    }
    __syncthreads();
    for (int b = threadIdx.x; b < BINS; b += blockDim.x) {
        if (local[b] != 0) {
            atomicAdd(&bins[b], local[b]);
        }
    }
}

__global__ void max_and_min(const unsigned *bins, unsigned *out) {
    unsigned v = bins[threadIdx.x];
    atomicMax(&out[0], v);
    atomicMin(&out[1], v);
    unsigned old = atomicCAS(&out[2], 0u, v);
    (void)old;
}

int main() {
    const int n = 1 << 20;
    std::mt19937 gen(42);
    std::uniform_int_distribution<int> dist(0, 255);
    std::vector<unsigned char> data(n);
    std::generate(data.begin(), data.end(), [&] { return static_cast<unsigned char>(dist(gen)); });

    std::vector<unsigned> expected(BINS, 0);
    std::for_each(data.begin(), data.end(), [&expected](unsigned char v) { ++expected[v % BINS]; });

    unsigned char *d_in;
    unsigned *d_bins, *d_stats;
    cudaMalloc(&d_in, n);
    cudaMalloc(&d_bins, BINS * sizeof(unsigned));
    cudaMalloc(&d_stats, 3 * sizeof(unsigned));
    cudaMemcpy(d_in, data.data(), n, cudaMemcpyHostToDevice);
    cudaMemset(d_bins, 0, BINS * sizeof(unsigned));
    unsigned init[3] = {0u, ~0u, 0u};
    cudaMemcpy(d_stats, init, sizeof(init), cudaMemcpyHostToDevice);

    histogram_shared<<<120, 256, BINS * sizeof(unsigned)>>>(d_in, d_bins, n);
    max_and_min<<<1, BINS>>>(d_bins, d_stats);

    std::vector<unsigned> got(BINS);
    unsigned stats[3];
    cudaMemcpy(got.data(), d_bins, BINS * sizeof(unsigned), cudaMemcpyDeviceToHost);
    cudaMemcpy(stats, d_stats, sizeof(stats), cudaMemcpyDeviceToHost);
    bool same = std::equal(got.begin(), got.end(), expected.begin());
    unsigned long long total = std::accumulate(got.begin(), got.end(), 0ull);
    auto [lo, hi] = std::minmax_element(expected.begin(), expected.end());
    std::printf("same=%d total=%llu max=%u/%u min=%u/%u\n", same, total, stats[0], *hi, stats[1], *lo);
    cudaFree(d_in);
    cudaFree(d_bins);
    cudaFree(d_stats);
    return same ? 0 : 1;
}

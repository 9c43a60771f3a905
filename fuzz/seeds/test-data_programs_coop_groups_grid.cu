// Cooperative groups across the grid: a two-phase reduction synchronised
// with grid.sync() (launched with cudaLaunchCooperativeKernel), warp
// tiles with shuffles, and thread_group partitions passed by reference.
#include <cooperative_groups.h>
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace cg = cooperative_groups;

__device__ float warp_total(cg::thread_block_tile<32> warp, float v) {
    for (int offset = warp.size() / 2; offset > 0; offset /= 2) {
        v += warp.shfl_down(v, offset);
    }
    return v;
}

__device__ int first_lane_with(const cg::thread_block_tile<32> &warp, bool pred) {
    unsigned mask = warp.ballot(pred);
    return mask ? __ffs(mask) - 1 : -1;
}

__global__ void grid_reduce(const float *in, float *partial, float *result, int n) {
    cg::grid_group grid = cg::this_grid();
    cg::thread_block block = cg::this_thread_block();
    auto warp = cg::tiled_partition<32>(block);

    float v = 0.0f;
    for (unsigned long long i = grid.thread_rank(); i < static_cast<unsigned long long>(n); i += grid.size()) {
        v += in[i];
    }
    v = warp_total(warp, v);
    if (warp.thread_rank() == 0) {
        atomicAdd(&partial[blockIdx.x], v);
    }
    if (first_lane_with(warp, v > 1.0e9f) == 0) {
        partial[blockIdx.x] = -1.0f;
    }
    grid.sync();

    if (grid.thread_rank() == 0) {
        float total = 0.0f;
        for (unsigned b = 0; b < gridDim.x; ++b) {
            total += partial[b];
        }
        *result = total;
    }
}

int main() {
    int device = 0, supported = 0;
    cudaGetDevice(&device);
    cudaDeviceGetAttribute(&supported, cudaDevAttrCooperativeLaunch, device);
    if (!supported) {
        std::printf("cooperative launch not supported\n");
        return 0;
    }
    const int n = 1 << 20, threads = 256;
    int blocks_per_sm = 0, sms = 0;
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks_per_sm, grid_reduce, threads, 0);
    cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device);
    int blocks = blocks_per_sm * sms;

    std::vector<float> h(n, 1.0f);
    float *d_in, *d_partial, *d_result;
    cudaMalloc(&d_in, n * sizeof(float));
    cudaMalloc(&d_partial, blocks * sizeof(float));
    cudaMalloc(&d_result, sizeof(float));
    cudaMemcpy(d_in, h.data(), n * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemset(d_partial, 0, blocks * sizeof(float));

    int count = n;
    void *args[] = {&d_in, &d_partial, &d_result, &count};
    cudaLaunchCooperativeKernel(reinterpret_cast<void *>(grid_reduce), dim3(blocks), dim3(threads), args, 0, nullptr);
    float result = 0.0f;
    cudaMemcpy(&result, d_result, sizeof(float), cudaMemcpyDeviceToHost);
    std::printf("grid sum = %.0f (expected %d)\n", result, n);
    cudaFree(d_in);
    cudaFree(d_partial);
    cudaFree(d_result);
    return result == static_cast<float>(n) ? EXIT_SUCCESS : EXIT_FAILURE;
}

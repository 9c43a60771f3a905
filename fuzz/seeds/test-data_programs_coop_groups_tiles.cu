// Cooperative groups: thread blocks, statically sized tiles, warp-level
// collectives through cg::reduce, coalesced groups and a block-wide
// reduction written against the group interface.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda_runtime.h>
#include <cstdio>
#include <vector>

namespace cg = cooperative_groups;

template <typename Group>
__device__ float group_sum(const Group &g, float *scratch, float value) {
    const unsigned lane = g.thread_rank();
    for (unsigned offset = g.size() / 2; offset > 0; offset /= 2) {
        scratch[lane] = value;
        g.sync();
        if (lane < offset) {
            value += scratch[lane + offset];
        }
        g.sync();
    }
    return value;
}

template <unsigned TILE>
__global__ void tile_reduce(const float *in, float *out, int n) {
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<TILE> tile = cg::tiled_partition<TILE>(block);
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = i < n ? in[i] : 0.0f;
    float tile_total = cg::reduce(tile, v, cg::plus<float>());
    if (tile.thread_rank() == 0) {
        atomicAdd(out, tile_total);
    }
}

__global__ void block_reduce(const float *in, float *out, int n) {
    extern __shared__ float scratch[];
    cg::thread_block block = cg::this_thread_block();
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = i < n ? in[i] : 0.0f;
    float total = group_sum(block, scratch, v);
    if (block.thread_rank() == 0) {
        atomicAdd(out, total);
    }
}

__global__ void count_positive(const int *in, int *count, int n) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && in[i] > 0) {
        cg::coalesced_group active = cg::coalesced_threads();
        if (active.thread_rank() == 0) {
            atomicAdd(count, static_cast<int>(active.size()));
        }
    }
}

int main() {
    const int n = 1 << 14, threads = 256, blocks = (n + threads - 1) / threads;
    std::vector<float> h(n, 0.25f);
    std::vector<int> signs(n);
    for (int i = 0; i < n; ++i) {
        signs[i] = (i % 3) - 1;
    }
    float *d_in, *d_out;
    int *d_signs, *d_count;
    cudaMalloc(&d_in, n * sizeof(float));
    cudaMalloc(&d_out, 2 * sizeof(float));
    cudaMalloc(&d_signs, n * sizeof(int));
    cudaMalloc(&d_count, sizeof(int));
    cudaMemcpy(d_in, h.data(), n * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(d_signs, signs.data(), n * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemset(d_out, 0, 2 * sizeof(float));
    cudaMemset(d_count, 0, sizeof(int));

    tile_reduce<32><<<blocks, threads>>>(d_in, d_out, n);
    block_reduce<<<blocks, threads, threads * sizeof(float)>>>(d_in, d_out + 1, n);
    count_positive<<<blocks, threads>>>(d_signs, d_count, n);

    float sums[2];
    int positive = 0;
    cudaMemcpy(sums, d_out, sizeof(sums), cudaMemcpyDeviceToHost);
    cudaMemcpy(&positive, d_count, sizeof(int), cudaMemcpyDeviceToHost);
    std::printf("tile sum=%.1f block sum=%.1f positive=%d\n", sums[0], sums[1], positive);
    cudaFree(d_in);
    cudaFree(d_out);
    cudaFree(d_signs);
    cudaFree(d_count);
    return 0;
}

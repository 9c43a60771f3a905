// CUB warp-level reduction and scan, fancy iterators (libcu++'s counting
// and transform iterators) fed to DeviceReduce, and a CachingDeviceAllocator.
#include <cub/cub.cuh>
#include <cub/util_allocator.cuh>
#include <cuda/iterator>
#include <cuda_runtime.h>
#include <cstdio>
#include <vector>

struct Halve {
    __host__ __device__ __forceinline__ float operator()(const int &x) const { return 0.5f * x; }
};

__global__ void warp_sums(const float *in, float *warp_totals, float *prefix) {
    using WarpReduce = cub::WarpReduce<float>;
    using WarpScan = cub::WarpScan<float>;
    constexpr int WARPS = 4;
    __shared__ typename WarpReduce::TempStorage reduce_storage[WARPS];
    __shared__ typename WarpScan::TempStorage scan_storage[WARPS];

    const int warp = threadIdx.x / 32;
    const int lane = threadIdx.x % 32;
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = in[i];
    float total = WarpReduce(reduce_storage[warp]).Sum(v);
    if (lane == 0) {
        warp_totals[blockIdx.x * WARPS + warp] = total;
    }
    float inclusive = 0.0f;
    WarpScan(scan_storage[warp]).InclusiveSum(v, inclusive);
    prefix[i] = inclusive;
}

int main() {
    cub::CachingDeviceAllocator allocator;
    const int blocks = 8, threads = 128, n = blocks * threads;

    std::vector<float> h(n, 1.0f);
    float *d_in = nullptr, *d_totals = nullptr, *d_prefix = nullptr, *d_sum = nullptr;
    allocator.DeviceAllocate(reinterpret_cast<void **>(&d_in), n * sizeof(float));
    allocator.DeviceAllocate(reinterpret_cast<void **>(&d_totals), blocks * 4 * sizeof(float));
    allocator.DeviceAllocate(reinterpret_cast<void **>(&d_prefix), n * sizeof(float));
    allocator.DeviceAllocate(reinterpret_cast<void **>(&d_sum), sizeof(float));
    cudaMemcpy(d_in, h.data(), n * sizeof(float), cudaMemcpyHostToDevice);

    warp_sums<<<blocks, threads>>>(d_in, d_totals, d_prefix);

    cuda::counting_iterator<int> counting(0);
    auto halves = cuda::make_transform_iterator(counting, Halve());
    void *temp = nullptr;
    std::size_t temp_bytes = 0;
    cub::DeviceReduce::Sum(temp, temp_bytes, halves, d_sum, n);
    allocator.DeviceAllocate(&temp, temp_bytes);
    cub::DeviceReduce::Sum(temp, temp_bytes, halves, d_sum, n);

    float sum = 0.0f, last = 0.0f;
    cudaMemcpy(&sum, d_sum, sizeof(float), cudaMemcpyDeviceToHost);
    cudaMemcpy(&last, d_prefix + 31, sizeof(float), cudaMemcpyDeviceToHost);
    std::printf("sum of halves=%.1f warp prefix=%.1f\n", sum, last);

    allocator.DeviceFree(temp);
    allocator.DeviceFree(d_in);
    allocator.DeviceFree(d_totals);
    allocator.DeviceFree(d_prefix);
    allocator.DeviceFree(d_sum);
    return 0;
}

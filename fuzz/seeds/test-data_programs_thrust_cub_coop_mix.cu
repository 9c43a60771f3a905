// ORACLE-FLAGS: --extended-lambda --expt-relaxed-constexpr
// Thrust, CUB and cooperative groups in one program: a kernel using warp
// tiles and cub::WarpReduce writes per-warp minima into a thrust vector,
// which thrust then sorts and scans; std::function picks the reduction.
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/sort.h>
#include <thrust/scan.h>
#include <thrust/execution_policy.h>
#include <thrust/transform.h>
#include <thrust/iterator/counting_iterator.h>
#include <cub/cub.cuh>
#include <cuda/functional>
#include <cooperative_groups.h>
#include <functional>
#include <iostream>
#include <limits>
#include <cuda_runtime.h>

namespace cg = cooperative_groups;

__global__ void warp_minima(const int *in, int *minima, int n) {
    using WarpReduce = cub::WarpReduce<int>;
    __shared__ typename WarpReduce::TempStorage storage[8];
    auto block = cg::this_thread_block();
    auto warp = cg::tiled_partition<32>(block);
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    int v = i < n ? in[i] : cuda::std::numeric_limits<int>::max();
    int m = WarpReduce(storage[warp.meta_group_rank()]).Reduce(v, cuda::minimum<>{});
    if (warp.thread_rank() == 0) {
        minima[i / 32] = m;
    }
}

int main() {
    const int n = 8192, threads = 256;
    thrust::device_vector<int> values(n);
    thrust::transform(thrust::device, thrust::counting_iterator<int>(0), thrust::counting_iterator<int>(n),
                      values.begin(), [] __device__ (int i) { return (i * 7919) % 4099; });
    thrust::device_vector<int> minima(n / 32);
    warp_minima<<<n / threads, threads>>>(thrust::raw_pointer_cast(values.data()),
                                          thrust::raw_pointer_cast(minima.data()), n);
    thrust::sort(minima.begin(), minima.end());
    thrust::device_vector<int> prefix(minima.size());
    thrust::inclusive_scan(minima.begin(), minima.end(), prefix.begin());

    std::function<int(const thrust::host_vector<int> &)> pick =
        [](const thrust::host_vector<int> &h) { return h.empty() ? 0 : h.back(); };
    thrust::host_vector<int> h_prefix = prefix;
    thrust::host_vector<int> h_minima = minima;
    std::cout << "smallest=" << h_minima[0] << " largest=" << h_minima.back()
              << " total=" << pick(h_prefix) << std::endl;
    return 0;
}

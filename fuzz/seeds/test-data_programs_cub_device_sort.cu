// CUB device-wide algorithms with the two-phase temporary storage protocol:
// radix sort of key/value pairs, a sum, and a select of flagged items.
#include <cub/cub.cuh>
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <vector>

#define CHECK(call)                                                              \
    do {                                                                         \
        cudaError_t err_ = (call);                                               \
        if (err_ != cudaSuccess) {                                               \
            std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__,              \
                         cudaGetErrorString(err_));                              \
            std::exit(1);                                                        \
        }                                                                        \
    } while (0)

template <typename T>
struct DeviceArray {
    T *ptr = nullptr;
    std::size_t count = 0;
    explicit DeviceArray(std::size_t n) : count(n) { CHECK(cudaMalloc(&ptr, n * sizeof(T))); }
    DeviceArray(const DeviceArray &) = delete;
    DeviceArray &operator=(const DeviceArray &) = delete;
    ~DeviceArray() { cudaFree(ptr); }
    void upload(const std::vector<T> &h) { CHECK(cudaMemcpy(ptr, h.data(), count * sizeof(T), cudaMemcpyHostToDevice)); }
    std::vector<T> download() const {
        std::vector<T> h(count);
        CHECK(cudaMemcpy(h.data(), ptr, count * sizeof(T), cudaMemcpyDeviceToHost));
        return h;
    }
};

struct GreaterThan {
    int threshold;
    __host__ __device__ bool operator()(const int &x) const { return x > threshold; }
};

int main() {
    const int n = 4096;
    std::vector<unsigned> keys(n);
    std::vector<int> vals(n);
    for (int i = 0; i < n; ++i) {
        keys[i] = static_cast<unsigned>((i * 2654435761u) >> 20);
        vals[i] = i;
    }
    DeviceArray<unsigned> keys_in(n), keys_out(n);
    DeviceArray<int> vals_in(n), vals_out(n), sum(1), selected(n), num_selected(1);
    keys_in.upload(keys);
    vals_in.upload(vals);

    std::size_t temp_bytes = 0;
    CHECK(cub::DeviceRadixSort::SortPairs(nullptr, temp_bytes, keys_in.ptr, keys_out.ptr,
                                          vals_in.ptr, vals_out.ptr, n));
    auto temp = std::make_unique<DeviceArray<char>>(temp_bytes);
    CHECK(cub::DeviceRadixSort::SortPairs(temp->ptr, temp_bytes, keys_in.ptr, keys_out.ptr,
                                          vals_in.ptr, vals_out.ptr, n));

    std::size_t sum_bytes = 0;
    CHECK(cub::DeviceReduce::Sum(nullptr, sum_bytes, vals_out.ptr, sum.ptr, n));
    DeviceArray<char> sum_temp(sum_bytes);
    CHECK(cub::DeviceReduce::Sum(sum_temp.ptr, sum_bytes, vals_out.ptr, sum.ptr, n));

    std::size_t select_bytes = 0;
    GreaterThan pred{n / 2};
    CHECK(cub::DeviceSelect::If(nullptr, select_bytes, vals_out.ptr, selected.ptr,
                                num_selected.ptr, n, pred));
    DeviceArray<char> select_temp(select_bytes);
    CHECK(cub::DeviceSelect::If(select_temp.ptr, select_bytes, vals_out.ptr, selected.ptr,
                                num_selected.ptr, n, pred));

    auto sorted = keys_out.download();
    bool ok = true;
    for (int i = 1; i < n; ++i) {
        ok = ok && sorted[i - 1] <= sorted[i];
    }
    std::printf("sorted=%d sum=%d selected=%d\n", ok, sum.download()[0], num_selected.download()[0]);
    return ok ? 0 : 1;
}

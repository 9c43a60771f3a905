// RAII wrappers for streams, events and pinned host memory; overlapping
// copies and kernels on several streams; error handling with exceptions.
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>
#include <cuda_runtime.h>

inline void throw_on_error(cudaError_t e, const char *what) {
    if (e != cudaSuccess) {
        throw std::runtime_error(std::string(what) + ": " + cudaGetErrorString(e));
    }
}

class Stream {
public:
    Stream() { throw_on_error(cudaStreamCreateWithFlags(&s_, cudaStreamNonBlocking), "stream"); }
    ~Stream() { if (s_) cudaStreamDestroy(s_); }
    Stream(Stream &&o) noexcept : s_(std::exchange(o.s_, nullptr)) {}
    Stream &operator=(Stream &&o) noexcept { std::swap(s_, o.s_); return *this; }
    Stream(const Stream &) = delete;
    operator cudaStream_t() const { return s_; }
    void sync() const { throw_on_error(cudaStreamSynchronize(s_), "sync"); }
private:
    cudaStream_t s_ = nullptr;
};

class Event {
public:
    Event() { throw_on_error(cudaEventCreate(&e_), "event"); }
    ~Event() { cudaEventDestroy(e_); }
    Event(const Event &) = delete;
    void record(cudaStream_t s) { cudaEventRecord(e_, s); }
    float since(const Event &start) const {
        float ms = 0.0f;
        cudaEventElapsedTime(&ms, start.e_, e_);
        return ms;
    }
private:
    cudaEvent_t e_{};
};

template <typename T>
struct PinnedDeleter {
    void operator()(T *p) const { cudaFreeHost(p); }
};
template <typename T>
using pinned_ptr = std::unique_ptr<T[], PinnedDeleter<T>>;

template <typename T>
pinned_ptr<T> make_pinned(std::size_t n) {
    T *p = nullptr;
    throw_on_error(cudaMallocHost(&p, n * sizeof(T)), "pinned");
    return pinned_ptr<T>(p);
}

__global__ void increment(int *data, int n, int by) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
        data[i] += by;
    }
}

int main() try {
    constexpr int chunks = 4, chunk = 1 << 16, n = chunks * chunk;
    auto host = make_pinned<int>(n);
    for (int i = 0; i < n; ++i) host[i] = i;
    int *dev = nullptr;
    throw_on_error(cudaMalloc(&dev, n * sizeof(int)), "malloc");

    std::vector<Stream> streams(chunks);
    Event start, stop;
    start.record(streams[0]);
    for (int c = 0; c < chunks; ++c) {
        int *d = dev + c * chunk;
        int *h = host.get() + c * chunk;
        cudaMemcpyAsync(d, h, chunk * sizeof(int), cudaMemcpyHostToDevice, streams[c]);
        increment<<<64, 256, 0, streams[c]>>>(d, chunk, c + 1);
        cudaMemcpyAsync(h, d, chunk * sizeof(int), cudaMemcpyDeviceToHost, streams[c]);
    }
    for (auto &s : streams) s.sync();
    stop.record(streams[0]);
    streams[0].sync();
    std::printf("last=%d time=%.3f ms\n", host[n - 1], stop.since(start));
    cudaFree(dev);
    return 0;
} catch (const std::exception &e) {
    std::fprintf(stderr, "error: %s\n", e.what());
    return EXIT_FAILURE;
}

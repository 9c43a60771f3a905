// A class template of device memory (members defined outside the class) and functor kernels.
#include <vector>
#include <cstdio>
template <typename T>
class DeviceBuffer {
public:
    explicit DeviceBuffer(size_t n);
    ~DeviceBuffer();
    T *data() { return ptr_; }
    size_t size() const { return n_; }
    void upload(const std::vector<T> &host);
private:
    T *ptr_;
    size_t n_;
};
template <typename T> DeviceBuffer<T>::DeviceBuffer(size_t n) : ptr_(nullptr), n_(n) { cudaMalloc(&ptr_, n * sizeof(T)); }
template <typename T> DeviceBuffer<T>::~DeviceBuffer() { cudaFree(ptr_); }
template <typename T> void DeviceBuffer<T>::upload(const std::vector<T> &host) {
    cudaMemcpy(ptr_, host.data(), host.size() * sizeof(T), cudaMemcpyHostToDevice);
}
struct Op {
    __device__ float operator()(float a) const { return a * 2; }
};
template <typename F>
__global__ void apply(float *p, int n, F f) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = f(p[i]);
}
struct HostOp {
    float operator()(float a) const { return a + 1; }
};
int main() {
    std::vector<float> h(100, 1.0f);
    DeviceBuffer<float> d(h.size());
    d.upload(h);
    apply<<<1, 128>>>(d.data(), (int)d.size(), Op());
    apply<<<1, 128>>>(d.data(), (int)d.size(), HostOp());
    cudaDeviceSynchronize();
    return 0;
}

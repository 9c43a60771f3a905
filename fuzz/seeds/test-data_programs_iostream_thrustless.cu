// Host code using iostream, memory and functional around a simple kernel.
#include <iostream>
#include <memory>
#include <functional>
#include <string>
#include <cuda_runtime.h>

__global__ void fill(int *p, int v, int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) p[i] = v;
}

struct DeviceBuffer {
    int *ptr = nullptr;
    explicit DeviceBuffer(size_t n) { cudaMalloc(&ptr, n * sizeof(int)); }
    ~DeviceBuffer() { cudaFree(ptr); }
};

int main() {
    auto buf = std::make_unique<DeviceBuffer>(1024);
    std::function<void(int)> launch = [&](int v) { fill<<<4, 256>>>(buf->ptr, v, 1024); };
    launch(7);
    cudaError_t err = cudaGetLastError();
    std::string msg = err == cudaSuccess ? "ok" : cudaGetErrorString(err);
    std::cout << "status: " << msg << std::endl;
    return 0;
}

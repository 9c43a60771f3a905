// A host-side pipeline built on the standard library around one kernel:
// containers, algorithms, smart pointers with custom deleters, maps of
// std::function, strings and iostreams.
#include <algorithm>
#include <functional>
#include <iostream>
#include <map>
#include <memory>
#include <numeric>
#include <sstream>
#include <string>
#include <vector>
#include <cuda_runtime.h>

__global__ void scale(float *data, float factor, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        data[i] *= factor;
    }
}

struct CudaFree {
    void operator()(float *p) const noexcept { cudaFree(p); }
};
using device_ptr = std::unique_ptr<float, CudaFree>;

device_ptr device_alloc(std::size_t n) {
    float *raw = nullptr;
    if (cudaMalloc(&raw, n * sizeof(float)) != cudaSuccess) {
        return device_ptr(nullptr);
    }
    return device_ptr(raw);
}

std::vector<float> run_scale(const std::vector<float> &input, float factor) {
    const int n = static_cast<int>(input.size());
    device_ptr d = device_alloc(input.size());
    std::vector<float> out(input.size());
    if (!d) {
        return out;
    }
    cudaMemcpy(d.get(), input.data(), n * sizeof(float), cudaMemcpyHostToDevice);
    scale<<<(n + 127) / 128, 128>>>(d.get(), factor, n);
    cudaMemcpy(out.data(), d.get(), n * sizeof(float), cudaMemcpyDeviceToHost);
    return out;
}

int main() {
    std::vector<float> values(100);
    std::iota(values.begin(), values.end(), 1.0f);
    std::reverse(values.begin(), values.end());

    std::map<std::string, std::function<float(const std::vector<float> &)>> stats{
        {"sum", [](const std::vector<float> &v) { return std::accumulate(v.begin(), v.end(), 0.0f); }},
        {"max", [](const std::vector<float> &v) { return *std::max_element(v.begin(), v.end()); }},
        {"min", [](const std::vector<float> &v) { return *std::min_element(v.begin(), v.end()); }},
    };

    auto scaled = run_scale(values, 0.5f);
    std::vector<float> evens;
    std::copy_if(scaled.begin(), scaled.end(), std::back_inserter(evens),
                 [](float x) { return static_cast<int>(x) % 2 == 0; });
    std::sort(evens.begin(), evens.end(), std::greater<float>());

    std::ostringstream report;
    for (const auto &[name, fn] : stats) {
        report << name << '=' << fn(scaled) << ' ';
    }
    report << "evens=" << evens.size();
    std::cout << report.str() << std::endl;

    auto shared = std::make_shared<std::vector<float>>(std::move(evens));
    std::weak_ptr<std::vector<float>> weak = shared;
    if (auto locked = weak.lock()) {
        std::cout << "first even: " << (locked->empty() ? 0.0f : locked->front()) << '\n';
    }
    return 0;
}

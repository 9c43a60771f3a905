// ORACLE-FLAGS: -std=c++20
// C++20 in CUDA code: concepts and requires-clauses, abbreviated function
// templates, three-way comparison, designated initializers, consteval,
// template lambdas and std::span on the host.
#include <compare>
#include <concepts>
#include <cstdio>
#include <span>
#include <vector>
#include <cuda_runtime.h>

template <typename T>
concept Numeric = std::integral<T> || std::floating_point<T>;

template <typename T>
concept Indexable = requires(T t, int i) {
    { t[i] } -> std::convertible_to<float>;
    typename T::value_type;
};

struct Point {
    int x = 0;
    int y = 0;
    auto operator<=>(const Point &) const = default;
};

struct LaunchShape {
    unsigned blocks;
    unsigned threads;
    unsigned shared_bytes = 0;
};

consteval unsigned round_up(unsigned n, unsigned to) { return (n + to - 1) / to * to; }

template <Numeric T>
__global__ void axpy(T a, const T *x, T *y, int n) requires(sizeof(T) <= 8) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        y[i] = a * x[i] + y[i];
    }
}

__host__ __device__ auto twice(Numeric auto v) { return v + v; }

float total(const Indexable auto &c) {
    float s = 0.0f;
    for (int i = 0; i < static_cast<int>(c.size()); ++i) {
        s += c[i];
    }
    return s;
}

void fill(std::span<float> out, float value) {
    for (float &f : out) {
        f = value;
    }
}

int main() {
    constexpr unsigned n = round_up(1000, 128);
    LaunchShape shape{.blocks = n / 128, .threads = 128};
    std::vector<float> hx(n), hy(n);
    fill(hx, 1.0f);
    fill(std::span(hy).subspan(0, n), 2.0f);

    float *x, *y;
    cudaMalloc(&x, n * sizeof(float));
    cudaMalloc(&y, n * sizeof(float));
    cudaMemcpy(x, hx.data(), n * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(y, hy.data(), n * sizeof(float), cudaMemcpyHostToDevice);
    axpy<float><<<shape.blocks, shape.threads, shape.shared_bytes>>>(3.0f, x, y, static_cast<int>(n));
    cudaMemcpy(hy.data(), y, n * sizeof(float), cudaMemcpyDeviceToHost);

    auto max_of = []<typename T>(const std::vector<T> &v) {
        T m = v.front();
        for (const T &e : v) {
            m = e > m ? e : m;
        }
        return m;
    };
    Point a{1, 2}, b{1, 3};
    bool less = (a <=> b) < 0;
    std::printf("total=%.0f max=%.0f twice=%d less=%d\n", total(hy), max_of(hy), twice(21), less);
    cudaFree(x);
    cudaFree(y);
    return 0;
}

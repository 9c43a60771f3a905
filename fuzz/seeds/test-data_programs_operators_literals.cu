// Operator overloading in host/device types: arithmetic and compound
// assignment, subscripts, calls, conversions (explicit and implicit),
// user-defined literals, stream output, friend operators, and a small
// expression-template that is evaluated in a kernel.
#include <cstdio>
#include <iostream>
#include <cuda_runtime.h>

struct Fixed {
    int raw;
    static constexpr int SHIFT = 8;
    __host__ __device__ constexpr Fixed() : raw(0) {}
    __host__ __device__ constexpr explicit Fixed(int r, bool) : raw(r) {}
    __host__ __device__ constexpr Fixed(float f) : raw(static_cast<int>(f * (1 << SHIFT))) {}
    __host__ __device__ explicit operator float() const { return raw / float(1 << SHIFT); }
    __host__ __device__ explicit operator bool() const { return raw != 0; }
    __host__ __device__ Fixed &operator+=(Fixed o) { raw += o.raw; return *this; }
    __host__ __device__ Fixed operator-() const { return Fixed(-raw, true); }
    __host__ __device__ friend Fixed operator+(Fixed a, Fixed b) { return a += b; }
    __host__ __device__ friend Fixed operator*(Fixed a, Fixed b) {
        return Fixed(static_cast<int>((static_cast<long long>(a.raw) * b.raw) >> SHIFT), true);
    }
    __host__ __device__ friend bool operator<(Fixed a, Fixed b) { return a.raw < b.raw; }
    __host__ __device__ friend bool operator==(Fixed a, Fixed b) { return a.raw == b.raw; }
    friend std::ostream &operator<<(std::ostream &os, Fixed f) { return os << static_cast<float>(f); }
};

__host__ __device__ constexpr Fixed operator""_fx(long double v) { return Fixed(static_cast<float>(v)); }
__host__ __device__ constexpr Fixed operator""_fx(unsigned long long v) { return Fixed(static_cast<float>(v)); }

template <typename L, typename R>
struct Sum {
    L l;
    R r;
    __host__ __device__ float operator[](int i) const { return l[i] + r[i]; }
};

struct View {
    const float *p;
    __host__ __device__ float operator[](int i) const { return p[i]; }
};

template <typename L, typename R>
__host__ __device__ Sum<L, R> operator+(const L &l, const R &r) { return Sum<L, R>{l, r}; }

struct Accumulator {
    Fixed total;
    __host__ __device__ void operator()(Fixed x) { total += x; }
};

template <typename Expr>
__global__ void evaluate(Expr e, float *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        out[i] = e[i];
    }
    if (i == 0) {
        Accumulator acc;
        acc(1.5_fx);
        acc(2_fx * 0.5_fx);
        acc(-0.25_fx);
        out[n] = static_cast<float>(acc.total);
    }
}

int main() {
    const int n = 256;
    float *a, *b, *out;
    cudaMallocManaged(&a, n * sizeof(float));
    cudaMallocManaged(&b, n * sizeof(float));
    cudaMallocManaged(&out, (n + 1) * sizeof(float));
    for (int i = 0; i < n; ++i) {
        a[i] = i;
        b[i] = 2.0f * i;
    }
    View va{a}, vb{b};
    auto expr = va + vb + va;
    evaluate<<<(n + 127) / 128, 128>>>(expr, out, n);
    cudaDeviceSynchronize();
    Fixed f = 3.25_fx;
    std::cout << "out[10]=" << out[10] << " acc=" << out[n] << " f=" << f
              << " less=" << (f < 4_fx) << " truthy=" << static_cast<bool>(f) << std::endl;
    cudaFree(a);
    cudaFree(b);
    cudaFree(out);
    return 0;
}

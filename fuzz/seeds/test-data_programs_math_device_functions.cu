// Math in host and device code: <cmath> overloads, CUDA's float intrinsics,
// __host__ __device__ helpers with different code per side, complex
// numbers from cuComplex.h, and numeric limits.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <cuComplex.h>
#include <cuda_runtime.h>

__host__ __device__ inline float sigmoid(float x) {
#ifdef __CUDA_ARCH__
    return 1.0f / (1.0f + __expf(-x));
#else
    return 1.0f / (1.0f + std::exp(-x));
#endif
}

__host__ __device__ inline double hypot3(double a, double b, double c) {
    return sqrt(a * a + b * b + c * c);
}

__device__ cuFloatComplex mandel_step(cuFloatComplex z, cuFloatComplex c) {
    return cuCaddf(cuCmulf(z, z), c);
}

__global__ void evaluate(const float *in, float *out, int *escape, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) {
        return;
    }
    float x = in[i];
    float s = sigmoid(x);
    float t = tanhf(x) + sinf(x) * cosf(x) + fabsf(x) + floorf(x) + fmaxf(x, 0.0f);
    float r = rsqrtf(1.0f + x * x) + __fdividef(x, 3.0f) + exp2f(0.5f) + log1pf(fabsf(x));
    out[i] = s + t + r + static_cast<float>(hypot3(x, 1.0, 2.0));

    cuFloatComplex c = make_cuFloatComplex(x / 4.0f, 0.25f);
    cuFloatComplex z = make_cuFloatComplex(0.0f, 0.0f);
    int it = 0;
    while (it < 64 && cuCabsf(z) < 2.0f) {
        z = mandel_step(z, c);
        ++it;
    }
    escape[i] = it;
}

int main() {
    const int n = 512;
    float *h_in = static_cast<float *>(std::malloc(n * sizeof(float)));
    float *h_out = static_cast<float *>(std::malloc(n * sizeof(float)));
    for (int i = 0; i < n; ++i) {
        h_in[i] = std::ldexp(static_cast<float>(i - n / 2), -5);
    }
    float *d_in, *d_out;
    int *d_escape;
    cudaMalloc(&d_in, n * sizeof(float));
    cudaMalloc(&d_out, n * sizeof(float));
    cudaMalloc(&d_escape, n * sizeof(int));
    cudaMemcpy(d_in, h_in, n * sizeof(float), cudaMemcpyHostToDevice);
    evaluate<<<(n + 63) / 64, 64>>>(d_in, d_out, d_escape, n);
    cudaMemcpy(h_out, d_out, n * sizeof(float), cudaMemcpyDeviceToHost);

    double worst = 0.0;
    for (int i = 0; i < n; ++i) {
        double ref = sigmoid(h_in[i]);
        worst = std::fmax(worst, std::fabs(ref - std::round(ref * 1e6) / 1e6));
    }
    std::printf("out[0]=%f worst=%g eps=%g inf=%d\n", h_out[0], worst,
                std::numeric_limits<float>::epsilon(),
                std::isinf(std::numeric_limits<double>::infinity()) ? 1 : 0);
    std::free(h_in);
    std::free(h_out);
    cudaFree(d_in);
    cudaFree(d_out);
    cudaFree(d_escape);
    return 0;
}

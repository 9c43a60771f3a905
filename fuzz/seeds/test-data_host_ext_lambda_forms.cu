// ORACLE-FLAGS: --extended-lambda
// Extended __device__ lambdas in namespaced functions: several per
// function (numbered tags and closure discriminators), class and const
// captures, a trailing return type, launches of two kernel templates.
#include <cstdio>

template <typename F>
__global__ void apply(int n, float *data, F f)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] = f(data[i]);
}

template <typename F>
__global__ void fill(float *data, F f)
{
    data[threadIdx.x] = f(threadIdx.x);
}

struct Affine { float a, b; char tag; };

namespace image { namespace ops {
void transform(float *data, const int n, Affine t, double bias)
{
    apply<<<(n + 127) / 128, 128>>>(n, data, [=] __device__ (float x) { return t.a * x + t.b + bias; });
    apply<<<(n + 127) / 128, 128>>>(n, data, [=] __device__ (float x) -> float { return x > n ? n : x; });
    apply<<<(n + 127) / 128, 128>>>(n, data, [] __device__ (float x) { return -x; });
}
} }

void ramp(float *data, float step)
{
    fill<<<1, 32>>>(data, [=] __device__ (unsigned i) { return step * i; });
}

int main()
{
    float *d = nullptr;
    image::ops::transform(d, 0, Affine{1.0f, 0.0f, 'x'}, 0.5);
    ramp(d, 0.25f);
    printf("done\n");
    return 0;
}

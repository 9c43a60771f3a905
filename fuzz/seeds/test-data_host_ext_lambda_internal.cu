// ORACLE-FLAGS: --extended-lambda
// Extended __device__ lambdas in functions with internal linkage: a
// static function and a function in an anonymous namespace (its types
// from a named namespace: classes of the anonymous namespace print and
// mangle differently inside the wrapper, not done).
#include <cstdio>

int checksum = 0;

template <typename F>
__global__ void apply(int n, float *data, F f)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] = f(data[i]);
}

static void scale(float *data, int n, float s)
{
    apply<<<(n + 255) / 256, 256>>>(n, data, [=] __device__ (float x) { return x * s; });
}

namespace bounds { struct Range { float lo, hi; }; }

namespace {
void clamp(float *data, int n, bounds::Range r)
{
    apply<<<(n + 255) / 256, 256>>>(n, data, [=] __device__ (float x) -> float { return x < r.lo ? r.lo : (x > r.hi ? r.hi : x); });
}
}

int main()
{
    scale(nullptr, 0, 2.0f);
    clamp(nullptr, 0, bounds::Range{0.0f, 1.0f});
    printf("%d\n", checksum);
    return 0;
}

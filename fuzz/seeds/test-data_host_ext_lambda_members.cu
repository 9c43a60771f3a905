// ORACLE-FLAGS: --extended-lambda
// Extended __device__ lambdas in member functions: defined in the class
// body and out of it, const and static members, a class in a namespace.
#include <cstdio>

// names the module id in both modes (with only member functions first,
// cudafe++ -rdc=true falls back to its time-and-pid id)
int launches = 0;

template <typename F>
__global__ void apply(int n, float *data, F f)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] = f(data[i]);
}

namespace img {
struct Filter {
    float gain;
    void run(float *data, int n)
    {
        float k = gain;
        apply<<<(n + 255) / 256, 256>>>(n, data, [=] __device__ (float x) { return x * k; });
        apply<<<(n + 255) / 256, 256>>>(n, data, [] __device__ (float x) { return x < 0 ? 0.0f : x; });
    }
    static void clamp(float *data, int n, float hi)
    {
        apply<<<(n + 255) / 256, 256>>>(n, data, [=] __device__ (float x) { return x > hi ? hi : x; });
    }
};
}

struct Offset {
    double by;
    void add(float *data, int n) const;
};

void Offset::add(float *data, int n) const
{
    double b = by;
    apply<<<(n + 255) / 256, 256>>>(n, data, [=] __device__ (float x) { return float(x + b); });
}

int main()
{
    img::Filter f{2.0f};
    f.run(nullptr, 0);
    img::Filter::clamp(nullptr, 0, 1.0f);
    Offset{0.5}.add(nullptr, 0);
    printf("done\n");
    return 0;
}

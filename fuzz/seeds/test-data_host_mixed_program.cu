// A larger program mixing most features: constants, device helpers,
// templates, structs, streams and a reduction.
#include <cstdio>

struct Particle { float x, y, vx, vy; };

__constant__ float g_dt = 0.01f;
__device__ unsigned int g_steps;

__device__ float2 velocity(const Particle &p) { return make_float2(p.vx, p.vy); }

template <int BLOCK>
__global__ void step(Particle *ps, int n)
{
    int i = blockIdx.x * BLOCK + threadIdx.x;
    if (i >= n) return;
    float2 v = velocity(ps[i]);
    ps[i].x += v.x * g_dt;
    ps[i].y += v.y * g_dt;
    if (i == 0) atomicAdd(&g_steps, 1u);
}

__global__ void energy(const Particle *ps, int n, float *out)
{
    __shared__ float partial[256];
    int i = threadIdx.x;
    partial[i] = i < n ? 0.5f * (ps[i].vx * ps[i].vx + ps[i].vy * ps[i].vy) : 0.0f;
    __syncthreads();
    for (int s = 128; s > 0; s >>= 1) {
        if (i < s) partial[i] += partial[i + s];
        __syncthreads();
    }
    if (i == 0) *out = partial[0];
}

int main()
{
    const int n = 256;
    Particle *d = 0;
    float *e = 0;
    cudaMalloc((void **)&d, n * sizeof(Particle));
    cudaMalloc((void **)&e, sizeof(float));
    cudaStream_t s;
    cudaStreamCreate(&s);
    for (int t = 0; t < 10; ++t)
        step<256><<<1, 256, 0, s>>>(d, n);
    energy<<<1, 256, 0, s>>>(d, n, e);
    cudaStreamSynchronize(s);
    float he = 0;
    cudaMemcpy(&he, e, sizeof(float), cudaMemcpyDeviceToHost);
    std::printf("%f\n", he);
    cudaStreamDestroy(s);
    cudaFree(d);
    cudaFree(e);
    return 0;
}

// Non-type template parameters and launch bounds that depend on them.
template <int BLOCK, bool CHECK>
__global__ void __launch_bounds__(BLOCK) reduce(const float *in, float *out, int n)
{
    __shared__ float buf[BLOCK];
    int i = threadIdx.x;
    buf[i] = (!CHECK || i < n) ? in[i] : 0.0f;
    __syncthreads();
    if (i == 0) {
        float s = 0;
        for (int j = 0; j < BLOCK; ++j) s += buf[j];
        *out = s;
    }
}

template <unsigned N>
__global__ void tiles(int *p) { p[N] = N; }

int main()
{
    reduce<128, true><<<1, 128>>>(0, 0, 100);
    reduce<256, false><<<1, 256>>>(0, 0, 256);
    tiles<7u><<<1, 1>>>(0);
    return 0;
}

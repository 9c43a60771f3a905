// __restrict__ pointer parameters.
__global__ void saxpy(int n, float a, const float *__restrict__ x, float *__restrict__ y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}

__global__ void copy(const int *__restrict__ src, int *dst) { dst[0] = src[0]; }

int main()
{
    saxpy<<<1, 256>>>(256, 2.0f, 0, 0);
    copy<<<1, 1>>>(0, 0);
    return 0;
}

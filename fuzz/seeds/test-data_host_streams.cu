// Launch configurations: default stream, dynamic shared memory, explicit
// streams, dim3 grids.
__global__ void work(float *p, int n)
{
    extern __shared__ float tmp[];
    int i = threadIdx.x;
    tmp[i] = p[i];
    __syncthreads();
    p[i] = tmp[n - 1 - i];
}

int main()
{
    cudaStream_t s1, s2;
    cudaStreamCreate(&s1);
    cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking);
    float *p = 0;
    dim3 grid(2, 2), block(16, 16);
    work<<<1, 64>>>(p, 64);
    work<<<1, 64, 64 * sizeof(float)>>>(p, 64);
    work<<<grid, block, 0, s1>>>(p, 64);
    work<<<dim3(4), dim3(32), 128, s2>>>(p, 32);
    work<<<1, 32, 0, 0>>>(p, 32);
    work<<<1, 32, 0, cudaStreamPerThread>>>(p, 32);
    cudaStreamSynchronize(s1);
    cudaStreamDestroy(s1);
    cudaStreamDestroy(s2);
    return 0;
}

// A plain kernel launched from main.
__global__ void fill(int *out, int value)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    out[i] = value;
}

int main()
{
    int *d = 0;
    cudaMalloc(&d, 64 * sizeof(int));
    fill<<<2, 32>>>(d, 7);
    cudaDeviceSynchronize();
    cudaFree(d);
    return 0;
}

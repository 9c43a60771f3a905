// Static and dynamic shared memory inside kernels, and a file-scope
// extern __shared__ array.
extern __shared__ int dyn[];

__global__ void stencil(const int *in, int *out)
{
    __shared__ int tile[34];
    int i = threadIdx.x + 1;
    tile[i] = in[i - 1];
    if (threadIdx.x == 0) { tile[0] = 0; tile[33] = 0; }
    __syncthreads();
    out[i - 1] = tile[i - 1] + tile[i] + tile[i + 1];
    dyn[threadIdx.x] = out[i - 1];
}

int main()
{
    stencil<<<1, 32, 32 * sizeof(int)>>>(0, 0);
    return 0;
}

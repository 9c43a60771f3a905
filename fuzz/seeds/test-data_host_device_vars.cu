// __device__ variables of several types, read and written by kernels and
// copied from the host.
struct Stats { int count; double sum; };

__device__ int counter;
__device__ float table[4][8];
__device__ Stats stats = {0, 0.0};
__device__ unsigned long long big = 1ULL << 40;
__device__ int *dptr;

__global__ void update(int v)
{
    counter += v;
    table[0][0] = v;
    stats.count++;
    big++;
}

int main()
{
    update<<<1, 1>>>(3);
    int host_counter = 0;
    cudaMemcpyFromSymbol(&host_counter, counter, sizeof(int));
    return host_counter == 3 ? 0 : 1;
}

// __managed__ variables used directly by host code.
__managed__ int total = 0;
__managed__ float weights[4];

__global__ void accumulate(int v)
{
    atomicAdd(&total, v);
    weights[threadIdx.x % 4] += 1.0f;
}

int main()
{
    total = 10;
    weights[0] = 0.5f;
    accumulate<<<1, 4>>>(2);
    cudaDeviceSynchronize();
    int t = total + (int)weights[1];
    return t > 0 ? 0 : 1;
}

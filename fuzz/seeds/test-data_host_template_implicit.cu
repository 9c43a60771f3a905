// A kernel template instantiated implicitly by launches with two types.
template <typename T>
__global__ void axpy(T a, const T *x, T *y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = a * x[i] + y[i];
}

int main()
{
    float *xf = 0, *yf = 0;
    double *xd = 0, *yd = 0;
    axpy<<<4, 128>>>(2.0f, xf, yf, 512);
    axpy<double><<<4, 128>>>(3.0, xd, yd, 512);
    cudaDeviceSynchronize();
    return 0;
}

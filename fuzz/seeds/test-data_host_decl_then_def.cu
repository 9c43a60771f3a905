// A kernel declared first, launched, and defined afterwards; a kernel
// declared twice.
__global__ void later(int *p, int n);
__global__ void twice_declared(float);
__global__ void twice_declared(float);

void launch(int *p)
{
    later<<<1, 1>>>(p, 3);
}

__global__ void later(int *p, int n)
{
    for (int i = 0; i < n; ++i)
        p[i] = i;
}

__global__ void twice_declared(float f) { }

int main()
{
    launch(0);
    twice_declared<<<1, 1>>>(1.0f);
    return 0;
}

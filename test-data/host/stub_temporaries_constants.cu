// cicc evaluates call arguments that are not constants into generated
// temporaries (`__T<n>`) when two or more are not: functional casts of
// constants and sizeof/alignof are constants; a `const` local is one only
// when its initializer is (a launch's grid from one builds a dim3).
__device__ float add(float a, float b) { return a + b; }
__device__ float add3(float a, float b, float c) { return a + b + c; }

__global__ void k(float *p, float a)
{
    p[0] = add(a, float(1.5));
    p[1] = add(a, sizeof(int));
    p[2] = add3(a, alignof(double), (float)2);
    p[3] = add(a, p[1]);
}

void launch(float *p, int n)
{
    const int blocks = (n + 255) / 256;
    const int threads = 256;
    k<<<blocks, threads>>>(p, 1.0f);
}

int main() { return 0; }

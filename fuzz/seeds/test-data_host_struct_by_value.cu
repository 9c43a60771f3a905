// Structs passed by value: plain, aligned, CUDA vector types, nested.
struct P { int a; double b; };
struct alignas(16) A16 { float v[3]; };
struct Inner { char c; short s; };
struct Outer { Inner in; long long x; char tail; };

__global__ void take(P p, A16 a, float4 f4, Outer o, int2 i2, double3 d3, char last)
{
}

int main()
{
    P p = {1, 2.0};
    A16 a = {};
    float4 f4 = make_float4(1, 2, 3, 4);
    Outer o = {};
    take<<<1, 1>>>(p, a, f4, o, make_int2(1, 2), make_double3(1, 2, 3), 'z');
    cudaDeviceSynchronize();
    return 0;
}

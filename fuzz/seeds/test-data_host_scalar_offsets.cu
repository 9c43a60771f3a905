// Scalar parameters of every size: the stub's argument offsets.
enum Mode { ModeA, ModeB };
__global__ void scalars(char c, long long ll, bool b, Mode m, short s, double d,
                        unsigned char uc, float f, unsigned long ul, signed char sc)
{
}

int main()
{
    scalars<<<1, 1>>>('a', 1LL, true, ModeB, (short)2, 3.0, 4, 5.0f, 6UL, -1);
    cudaDeviceSynchronize();
    return 0;
}

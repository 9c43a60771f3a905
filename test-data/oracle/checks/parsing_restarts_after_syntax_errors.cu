// EDG's recovery from a syntax error: it skips to a `;` and goes on after
// it. A `;` inside parentheses or brackets ends the skip once it is 3 or
// more lines below the error, one inside braces once it is 21 or more;
// where parsing goes on 3 or more lines below the error it says so (#12,
// a warning). Outside every brace a `}` is skipped too.

int near = 1 2
  ;
int far = 1 2
  + 3
  + 4
  ;
int g(int, int);
void calls() {
  g(1 2,
    3,
    4,
    5);
}
int list = 1 2 (
  x ; 1
  x ; 2
  x ; 3
  x ; 4
  );
// a function whose first parameter's type nobody declared is read as a
// variable with an initializer: the skip goes 21 lines into its body
void body(undeclared_t *a,
  int b) {
  int local_1;
  int local_2;
  int local_3;
  int local_4;
  int local_5;
  int local_6;
  int local_7;
  int local_8;
  int local_9;
  int local_10;
  int local_11;
  int local_12;
  int local_13;
  int local_14;
  int local_15;
  int local_16;
  int local_17;
  int local_18;
  int local_19;
  int local_20;
  int local_21;
  int local_22;
  int local_23;
  int local_24;
  int local_25;
}
int after_everything;
